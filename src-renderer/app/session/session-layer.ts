import { LAYERS } from '../../components/layers';

/** Renderer. Where the session's notices stack (components/layers.ts says why they are on top). */
export const SESSION_LAYER = LAYERS.session;
