/// <reference lib="webworker" />
import { LOCALES, textOf, type Locale } from '../../../i18n';
import { schemaByName } from '../registry';
import { ImportJob, type JobStep } from './importJob';
import type { SuppliedOptions } from './options';
import { loadImportProfile } from './profiles';
import type { Translate } from './sheetTypes';

/**
 * Reads and checks an import file off the page's thread (docs/volume-work.md "Import"): SheetJS
 * parsing, column matching and every row's validation — the schemas, their zod rules and
 * cross-field rules load here as they are (they are free of React and the DOM). The options of
 * references come from the page (./importClient.ts), which reads them through the dataProvider.
 */
export type ImportWorkerRequest =
  | { type: 'start'; fileName: string; bytes: ArrayBuffer; resource: string; locale: Locale; limit?: number }
  | { type: 'options'; supplied: SuppliedOptions[] };

export type ImportWorkerAnswer = JobStep | { kind: 'crashed'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let job: ImportJob | null = null;

const translator =
  (locale: Locale): Translate =>
  (key, args) =>
    textOf(locale, key, args);

scope.onmessage = async (event: MessageEvent<ImportWorkerRequest>) => {
  const request = event.data;
  try {
    let step: JobStep;
    if (request.type === 'start') {
      const schema = schemaByName(request.resource);
      const profile = schema && (await loadImportProfile(schema));
      if (!schema || !profile) throw new Error(`No import for "${request.resource}"`);
      const alt = LOCALES.filter((l) => l.locale !== request.locale).map((l) => translator(l.locale));
      job = new ImportJob({ fileName: request.fileName, bytes: new Uint8Array(request.bytes), schema, profile, t: translator(request.locale), alt, limit: request.limit });
      step = job.start();
    } else {
      if (!job) throw new Error('No import started');
      step = job.supply(request.supplied);
    }
    scope.postMessage(step satisfies ImportWorkerAnswer);
  } catch (error) {
    scope.postMessage({ kind: 'crashed', message: error instanceof Error ? error.message : String(error) } satisfies ImportWorkerAnswer);
  }
};
