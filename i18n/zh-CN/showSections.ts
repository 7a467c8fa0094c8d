/** Generated details pages with declared show sections (src/resources/ui/SchemaShow.tsx). */
export default {
  engine: {
    show: { noValue: '暂无%{field}' },
  },
};
