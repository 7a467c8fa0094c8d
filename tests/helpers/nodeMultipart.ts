import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData/File reach msw's XHR interceptor as "undefined" parts (filename "blob").
 * Tests that send multipart through XHR swap in Node's own FormData/File/Blob, which the
 * interceptor serialises faithfully, and restore jsdom's afterwards.
 */
export async function useNodeMultipart(): Promise<() => void> {
  const saved = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  // Node's FormData class is not exposed under jsdom; take it from a parsed body.
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  globalThis.FormData = NodeFormData;
  globalThis.File = NodeFile as unknown as typeof File;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  return () => Object.assign(globalThis, saved);
}
