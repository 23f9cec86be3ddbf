import type { ApiParameter } from './define.js';

/** Short forms for parameter declarations. */
export const str = (description: string): ApiParameter => ({ type: 'str', description });
export const optionalStr = (description: string): ApiParameter => ({ type: 'str', description, optional: true });
export const int = (description: string): ApiParameter => ({ type: 'int', description });
export const float = (description: string): ApiParameter => ({ type: 'float', description });
export const bool = (description: string): ApiParameter => ({ type: 'bool', description });
export const list = (description: string): ApiParameter => ({ type: 'list', description });
export const listOfStrings = (description: string): ApiParameter => ({ type: 'list(str)', description });
export const out = (type: string, description: string) => ({ type, description });

/** The token parameter shared by the account-bound APIs. */
export const token = str('The user token returned by GetUserToken.');
