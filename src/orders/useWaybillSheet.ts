import { useEffect, useState } from 'react';
import type { AnyImportProfile } from '../resources/sheets/profiles';

/**
 * The waybill sheet's import profile (./waybillSheet.ts) for 批量发货's 从表格导入, loaded when the
 * dialog opens (docs/decisions/310). Imported here directly, not through the sheet registry: a
 * dialog that also opens outside the list would otherwise split the registry into a chunk of its
 * own on the list page. Undefined until loaded; a failed load leaves the offer out, the dialog's
 * own form still does the whole job.
 */
export function useWaybillSheet(): AnyImportProfile | undefined {
  const [profile, setProfile] = useState<AnyImportProfile>();
  useEffect(() => {
    let live = true;
    import('./waybillSheet').then(
      (m) => {
        if (live) setProfile(m.waybillImportProfile);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return profile;
}
