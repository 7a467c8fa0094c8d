export default {
  http: {
    errors: {
      foreign: 'Not an interface of this system',
      generic: 'Error',
      '401': 'Your session has expired, please sign in again',
      '403': 'Access denied',
      '404': 'Request address error',
      '408': 'Request timed out',
      '500': 'Internal server error',
      '501': 'Service not implemented',
      '502': 'Gateway error',
      '503': 'Service unavailable',
      '504': 'Gateway timeout',
      '505': 'HTTP version not supported',
      network: 'Network error, please check your connection',
      aborted: 'Request cancelled',
    },
  },
};
