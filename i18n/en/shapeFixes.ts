/** The record-shape warnings panel (src/app/ShapeWarnings.tsx): copying the fixes as src/deployment.ts. */
export default {
  engine: {
    shape: {
      hint: 'Each warning comes with the src/deployment.ts entry that fixes it.',
      copyAll: 'Copy all as deployment.ts',
      copied: 'Copied: paste it as resources in src/deployment.ts, fill in the “?” in the comments and rebuild.',
      copyManually: 'The clipboard is not available (it needs https or localhost): copy the text below by hand.',
      blockLabel: 'resources of src/deployment.ts',
      listLabel: 'Field warnings by resource',
    },
  },
};
