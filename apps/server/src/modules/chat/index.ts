// The chat module's public entry: its routes, and the socket handshake and serving that
// socket-server.ts hands the chat's sockets to.
export { chatRoutes } from './routes.ts';
export { chatAdminRoutes } from './admin-routes.ts';
export { chatHandshake, isChatHandshake, joinChat, serveChat, type ChatSocketData } from './socket.ts';
