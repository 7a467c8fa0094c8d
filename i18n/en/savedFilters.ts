/** 常用筛选's panel (src/resources/ui/search/SavedFiltersPanel.tsx): a part, loaded with it (i18n/parts/savedFilters.ts); the button's name stays in listPolish.ts. */
export default {
  listPolish: {
    saved: {
      title: 'Saved filters',
      presets: 'Presets',
      mine: 'Saved by me',
      empty: 'No saved filters yet. Set the filters, then name and save them below.',
      current: 'current',
      nameLabel: 'Save the current filters as',
      namePlaceholder: 'e.g. New customers this week',
      save: 'Save',
      overwrite: 'Replace',
      overwriteNote: 'Replaces the saved filter of that name',
      noFilter: 'Set some filters before saving',
      nameRequired: 'Enter a name',
      nameTooLong: 'At most %{max} characters',
      limit: 'A list keeps at most %{max} saved filters; the oldest one will be replaced',
      saved: 'Saved filter “%{name}” stored',
      saveFailed: 'The browser did not store it (storage full or disabled); the filters still apply',
      remove: 'Delete saved filter “%{name}”',
      removeConfirm: 'Delete the saved filter “%{name}”?',
      confirm: 'Delete',
      cancel: 'Cancel',
      removed: 'Saved filter “%{name}” deleted',
    },
  },
};
