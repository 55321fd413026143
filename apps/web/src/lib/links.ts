// External addresses of the member app, in one place so operations can change them without hunting.
/** Spec §1: support is an external chat link, advertised as 24 hours. Placeholder until the operator gives its LINE OA. */
export const SUPPORT_URL = 'https://line.me/';
