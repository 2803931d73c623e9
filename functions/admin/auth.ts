/** Cloudflare Pages Function at /admin/auth: the start of the content manager's GitHub sign-in (lib/cmsSignIn.ts). */
import { startSignIn, type SignInEnv } from '../../lib/cmsSignIn'

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> => startSignIn(request, env)
