// The size of every image the server draws for link previews (issue #16's certificate, issue #17's
// share cards): Open Graph's usual 1.91:1 card, which WhatsApp, Facebook and LinkedIn show whole.
// Here, apart from the renderers, so that pages can name it without loading sharp.
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
