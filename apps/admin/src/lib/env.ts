// The one place the console reads build-time configuration (STYLE.md).
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
