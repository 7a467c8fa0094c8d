/** The generated form's own messages (src/resources/ui/SchemaForm.tsx, UnsavedChangesGuard.tsx). */
export default {
  engine: {
    form: {
      saving: '保存中…',
      saveFailed: '保存失败：%{message}',
      invalid: '请先修正 %{count} 处错误再保存',
      unsavedTitle: '有未保存的修改',
      unsavedBody: '离开后未保存的修改将丢失，确定离开吗？',
      leave: '离开',
      stay: '留在此页',
      editTitleOf: '编辑%{name}：%{label}',
    },
  },
};
