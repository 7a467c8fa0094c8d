/** Chat polish (issue 23 item 6): the preview before a file goes out, quick replies, the dialog's name. */
export default {
  chatPolish: {
    preview: {
      imageTitle: 'Send this image?',
      fileTitle: 'Send this file?',
      send: 'Send',
      sending: 'Sending…',
      cancel: 'Cancel',
      hint: 'Check it, then press Send. Esc cancels',
    },
    quick: {
      button: 'Quick replies',
      title: 'Quick replies',
      close: 'Hide quick replies',
      add: 'Add',
      newLabel: 'New quick reply',
      editLabel: 'Edit quick reply',
      save: 'Save',
      cancel: 'Cancel',
      edit: 'Edit quick reply: %{text}',
      delete: 'Delete quick reply: %{text}',
      confirmDelete: 'Delete this quick reply?',
      confirm: 'Delete',
      empty: 'No quick replies yet. Add the replies you type often, then insert them with one click.',
      slashHint: 'Type / in the message box to find and insert a quick reply',
      suggestions: 'Quick replies',
      keys: '↑↓ choose · Enter inserts · Esc closes',
      found: '%{count} quick replies found. Arrow keys choose, Enter inserts, Esc closes',
      starters: {
        1: 'Hello, how can I help you?',
        2: 'Sure, let me check that for you. One moment, please.',
        3: 'Your order is being shipped; I will send you the tracking number as soon as it leaves.',
        4: 'Thank you for your business. Contact us any time if you have questions.',
      },
      errors: {
        empty: 'A quick reply cannot be empty',
        tooLong: 'A quick reply can have at most 500 characters',
        duplicate: 'This quick reply already exists',
        tooMany: 'At most 50 quick replies. Delete one you no longer use first',
      },
    },
  },
};
