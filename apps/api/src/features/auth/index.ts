// Who is signed in: staff accounts (@ministry/db's user model), passwords, tokens (issued here,
// checked through @ministry/http/staff-auth, as payments checks them) and the guards every staff
// route puts in front of itself. Other features (users' management, posts' authors) build on it.
export { currentUser, requireAuth, requireRole } from './auth.middleware.js';
export { authRoutes } from './auth.routes.js';
export { authFromConfig, createAuth, type AuthService } from './auth.service.js';
export { createPasswords, type Passwords } from './passwords.js';
export { PUBLIC_USER_FIELDS, toPublicUser } from './public-user.js';
