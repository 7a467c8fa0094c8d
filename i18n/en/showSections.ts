/** Generated details pages with declared show sections (src/resources/ui/SchemaShow.tsx). */
export default {
  engine: {
    show: { noValue: 'No %{field}' },
  },
};
