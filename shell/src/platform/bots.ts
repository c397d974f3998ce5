// Search and link-preview crawlers: spec §2 "Bots do not get the error page" (an error page
// indexed under a real URL does more harm than an empty one).
const BOT_USER_AGENT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse/i;

export const isBot = (userAgent = navigator.userAgent) => BOT_USER_AGENT.test(userAgent);
