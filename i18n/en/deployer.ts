/** Messages of the deployer-grade work (issue 25): the role menu's explanation. */
export default {
  deployer: {
    roleMenu: {
      current: 'Current role: %{role}',
      fixed: 'In this build the user info always answers “%{role}”: switching reloads the page and you are %{role} again.',
    },
  },
};
