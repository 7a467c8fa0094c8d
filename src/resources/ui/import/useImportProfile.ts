import { useEffect, useState } from 'react';
import type { AnyResourceSchema } from '../../defineResource';
import { loadImportProfile, type AnyImportProfile } from '../../sheets/profiles';

/**
 * The list's import profile for a dialog that offers 从表格导入 beside its own form (批量发货):
 * loaded when the dialog opens (docs/decisions/310), undefined until then. A failed load leaves
 * the offer out; the dialog's own form still does the whole job.
 */
export function useImportProfile(schema: AnyResourceSchema): AnyImportProfile | undefined {
  const [loaded, setLoaded] = useState<{ schema: AnyResourceSchema; profile: AnyImportProfile | undefined }>();
  useEffect(() => {
    let live = true;
    loadImportProfile(schema).then(
      (profile) => {
        if (live) setLoaded({ schema, profile });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schema]);
  return loaded?.schema === schema ? loaded.profile : undefined;
}
