/** Spec §9: the unread badge colour. */
export const UNREAD_BADGE_COLOUR = '#B37C37';

/** Spec §4: the tab title while a message waits: "{text} | {original title}". */
export const titleWithNotice = (text: string, original: string) => `${text} | ${original}`;

/**
 * The tab's unread indicator (spec §4): a title prefix and a #B37C37 badge on the icon, shown
 * until dismissed. The page may change its title meanwhile (navigation): the prefix is put back
 * on the new one, and dismissing restores whatever the page calls itself by then.
 */
export function createUnreadIndicator(doc: Document = document) {
  let text: string | undefined;
  let original = doc.title;
  let observer: MutationObserver | undefined;
  let iconLink: HTMLLinkElement | undefined;
  let previousIcon: string | null = null;

  const apply = () => {
    if (text === undefined) return;
    const wanted = titleWithNotice(text, original);
    if (doc.title !== wanted) doc.title = wanted;
  };

  const watchTitle = () => {
    const title = doc.querySelector('title');
    if (!title || observer || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver(() => {
      if (text === undefined) return;
      const prefix = `${text} | `;
      if (!doc.title.startsWith(prefix)) {
        original = doc.title;
        apply();
      }
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
  };

  const showBadge = () => {
    const existing = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    iconLink = existing ?? Object.assign(doc.createElement('link'), { rel: 'icon' });
    previousIcon = existing ? existing.getAttribute('href') : null;
    if (!existing) doc.head.appendChild(iconLink);
    const draw = (image?: HTMLImageElement) => {
      const canvas = doc.createElement('canvas');
      canvas.width = canvas.height = 32;
      const context = canvas.getContext?.('2d');
      if (!context || text === undefined) return;
      if (image) context.drawImage(image, 0, 0, 32, 32);
      else {
        context.fillStyle = '#2f3b45';
        context.fillRect(0, 0, 32, 32);
      }
      context.beginPath();
      context.arc(23, 9, 8, 0, 2 * Math.PI);
      context.fillStyle = UNREAD_BADGE_COLOUR;
      context.fill();
      iconLink!.href = canvas.toDataURL('image/png');
      iconLink!.dataset.unreadBadge = UNREAD_BADGE_COLOUR;
    };
    if (previousIcon) {
      const image = new Image();
      image.onload = () => draw(image);
      image.onerror = () => draw();
      image.src = previousIcon;
    } else draw();
  };

  return {
    show(notice: string) {
      if (text === undefined) {
        original = doc.title;
        text = notice;
        showBadge();
      }
      text = notice;
      watchTitle();
      apply();
    },
    dismiss() {
      if (text === undefined) return;
      text = undefined;
      observer?.disconnect();
      observer = undefined;
      doc.title = original;
      if (iconLink) {
        delete iconLink.dataset.unreadBadge;
        if (previousIcon) iconLink.setAttribute('href', previousIcon);
        else iconLink.remove();
      }
      iconLink = undefined;
    },
    get showing() {
      return text !== undefined;
    },
  };
}
