// The chat module's public entry: its routes, and the socket handshake and serving that
// socket-server.ts hands the chat's sockets to.
export { chatRoutes } from './member-routes.ts';
export { chatAdminRoutes } from './console-routes.ts';
export { chatHandshake, isChatHandshake, joinChat, serveChat, type ChatSocketData } from './socket.ts';
