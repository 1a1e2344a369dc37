export {
  hashPassword,
  verifyPassword,
  spendVerificationTime,
  unusablePasswordHash,
} from './passwords';
export { signAccessToken, verifyAccessToken, type AccessTokenClaims } from './access-token';
export { newRefreshToken, hashRefreshToken } from './refresh-token';
export { isAdminPassword } from './admin-password';
