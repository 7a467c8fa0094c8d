import { uploadFile } from '../../dataProvider/upload';
import type { MediaUploadConfig } from './upload';

/**
 * This app's editor image upload: the shared upload call (`POST /common/upload/oss`) as the
 * uploader's custom upload, keeping the spec's image limits (2 MB, 100 files, image/*, 10 s).
 */
export function appImageUpload(onProgress?: (percent: number) => void): MediaUploadConfig {
  return {
    customUpload: async (file, insert) => {
      const url = await uploadFile(file, { onProgress, notify: false, timeoutMs: 10_000 });
      insert({ url, alt: file.name.replace(/\.[^.]+$/, ''), href: '' });
    },
  };
}
