/** The product's own colours (tokens.css --brand-700 and white), until a business sets its own. */
export const DEFAULT_BRANDING = {
  header_color: '#0b5d56',
  text_color: '#ffffff',
  button_text_color: '#ffffff',
} as const;
