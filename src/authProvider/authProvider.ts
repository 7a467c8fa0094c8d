import type { AuthProvider } from 'react-admin';
import { http } from '../dataProvider/http';
import { getToken, removeToken, setToken } from './token';

// Minimal; the sign-in work completes it (captcha, roles, 401 flow).
export const authProvider: AuthProvider = {
  async login({ email, loginPassword, code }: { email: string; loginPassword: string; code: string }) {
    const data = await http.post<{ token: string }>('/loginUser/supplier/login/email', {
      body: { email, loginPassword, code },
    });
    setToken(data.token);
  },
  async logout() {
    removeToken();
  },
  async checkAuth() {
    if (!getToken()) throw new Error('no token');
  },
  async checkError() {},
};
