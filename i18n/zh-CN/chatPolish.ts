/** Chat polish (issue 23 item 6): the preview before a file goes out, 常用语, the dialog's name. */
export default {
  chatPolish: {
    preview: {
      imageTitle: '发送图片前确认',
      fileTitle: '发送文件前确认',
      send: '发送',
      sending: '发送中…',
      cancel: '取消',
      hint: '确认无误后点“发送”，Esc 取消',
    },
    quick: {
      button: '常用语',
      title: '常用语',
      close: '收起常用语',
      add: '添加',
      newLabel: '新的常用语',
      editLabel: '修改常用语',
      save: '保存',
      cancel: '取消',
      edit: '编辑常用语：%{text}',
      delete: '删除常用语：%{text}',
      confirmDelete: '删除这条常用语？',
      confirm: '删除',
      empty: '还没有常用语。点“添加”保存常用的回复，之后点一下即可插入。',
      slashHint: '在输入框中输入 / 可快速查找并插入常用语',
      suggestions: '常用语',
      keys: '↑↓ 选择 · Enter 插入 · Esc 关闭',
      found: '找到 %{count} 条常用语，上下键选择，Enter 插入，Esc 关闭',
      starters: {
        1: '您好，请问有什么可以帮您？',
        2: '好的，我马上为您查询，请稍等。',
        3: '订单已安排发货，发货后会第一时间把运单号发给您。',
        4: '感谢您的支持，有任何问题随时联系我们。',
      },
      errors: {
        empty: '常用语不能为空',
        tooLong: '常用语不能超过 500 个字',
        duplicate: '已有相同的常用语',
        tooMany: '最多保存 50 条常用语，请先删除不用的',
      },
    },
  },
};
