// The certificate image's size (issue #16): Open Graph's usual 1.91:1 card, which WhatsApp and
// LinkedIn show whole. Apart from the renderer so that pages can name it without loading sharp.
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;
