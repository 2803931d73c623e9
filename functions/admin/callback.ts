/** Cloudflare Pages Function at /admin/callback: where GitHub sends the editor back (lib/cmsSignIn.ts). */
import { finishSignIn, type SignInEnv } from '../../lib/cmsSignIn'

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> => finishSignIn(request, env)
