/** Messages of the deployer-grade work (issue 25): the role menu's explanation. */
export default {
  deployer: {
    roleMenu: {
      current: '当前角色：%{role}',
      fixed: '本版本的用户信息始终返回“%{role}”：切换角色会重新载入页面，载入后仍是%{role}。',
    },
  },
};
