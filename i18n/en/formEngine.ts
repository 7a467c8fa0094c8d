/** The generated form's own messages (src/resources/ui/SchemaForm.tsx, UnsavedChangesGuard.tsx). */
export default {
  engine: {
    form: {
      saving: 'Saving…',
      saveFailed: 'Save failed: %{message}',
      invalid: 'Fix %{count} problem(s) before saving',
      unsavedTitle: 'Unsaved changes',
      unsavedBody: 'Your unsaved changes will be lost if you leave. Leave anyway?',
      leave: 'Leave',
      stay: 'Stay on this page',
      editTitleOf: 'Edit %{name}: %{label}',
    },
  },
};
