/** The record-shape warnings panel (src/app/ShapeWarnings.tsx): copying the fixes as src/deployment.ts. */
export default {
  engine: {
    shape: {
      hint: '每条提示都附有可直接粘贴到 src/deployment.ts 的配置。',
      copyAll: '复制全部为 deployment.ts',
      copied: '已复制：粘贴到 src/deployment.ts 的 resources 处，填好注释中的“?”后重新构建。',
      copyManually: '无法写入剪贴板（需 https 或 localhost），请手动复制下方内容。',
      blockLabel: 'src/deployment.ts 的 resources 配置',
      listLabel: '按资源分组的字段提示',
    },
  },
};
