export default {
  reference: {
    loading: 'Loading…',
    loadFailed: 'Could not load the list, please reload',
    all: 'All',
    currency: 'Currency',
    carrier: 'Carrier',
    country: 'Country',
    area: 'Area',
    category: 'Category',
    unit: 'Unit',
  },
};
