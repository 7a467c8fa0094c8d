import englishMessages from 'ra-language-english';
import type { Messages } from '../index';

export default englishMessages as unknown as Messages;
