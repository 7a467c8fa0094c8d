/** The customers' and account managers' dialogs and inputs, the goods picker: a part, loaded with them (i18n/parts/screens.ts). */
export default {
  screens: {
    manager: {
      dialogTitle: 'Assign an account manager',
      bulkTitle: 'Assign an account manager to %{smart_count} customers',
      customer: 'Customer: %{name}',
      picker: 'Account manager',
      pickerRequired: 'Choose an account manager',
      loadFailed: 'Could not load the account managers',
      retry: 'Retry',
      noOptions: 'No matching account manager',
      failed: 'Could not assign: %{message}',
    },
    role: {
      manage: 'Manage roles',
      loadFailed: 'Could not load the roles',
      retry: 'Retry',
      empty: 'No roles yet: add one first',
    },
    goods: {
      pick: 'Choose goods',
      change: 'Change goods',
      dialogTitle: 'Choose goods to market',
      search: 'Search goods name',
      loading: 'Loading goods…',
      loadFailed: 'Could not load the goods',
      retry: 'Retry',
      empty: 'No goods can be marketed (only listed goods)',
      price: 'Price',
      required: 'Choose goods',
      confirm: 'OK',
      cancel: 'Cancel',
    },
  },
};
