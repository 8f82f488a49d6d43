import { useEffect } from "react";
import { loadPublicConfig } from "#app/lib/public-config.ts";

/**
 * Elements of a third-party chat widget that get pinned. Widgets differ; these cover the usual
 * shapes (an element the widget marks, its conventional container id, or its iframe).
 */
export const CHAT_WIDGET_SELECTORS = [
  "[data-chat-widget]",
  "#chat-widget-container",
  'iframe[title*="chat" i]',
] as const;

/** The placement is applied when the script loads and again after these delays (ms). */
export const CHAT_WIDGET_REAPPLY_MS = [1000, 3000, 5000, 10000] as const;

/** Bottom-right, 20 px from both edges, at most 400 × 600 (less on a small screen). */
export const CHAT_WIDGET_PLACEMENT: Readonly<Record<string, string>> = {
  position: "fixed",
  right: "20px",
  bottom: "20px",
  left: "auto",
  top: "auto",
  "max-width": "min(400px, calc(100vw - 40px))",
  "max-height": "min(600px, calc(100vh - 40px))",
  "z-index": "1000",
};

/**
 * Pins every chat widget element in `root` bottom-right. An element inside another matched
 * element (the iframe inside the container) is left to move with its parent. Returns how many
 * elements were pinned.
 */
export function pinChatWidget(root: ParentNode = document): number {
  const selector = CHAT_WIDGET_SELECTORS.join(",");
  let pinned = 0;
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    if (element.parentElement?.closest(selector)) continue;
    for (const [property, value] of Object.entries(CHAT_WIDGET_PLACEMENT)) {
      element.style.setProperty(property, value, "important");
    }
    pinned++;
  }
  return pinned;
}

const LOADER_ATTRIBUTE = "data-chat-widget-loader";

/**
 * Loads the chat widget when the server's public configuration names a script for it; with no
 * address configured (or the configuration unavailable) nothing third-party is requested.
 */
export function ChatWidget() {
  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];

    void loadPublicConfig().then(({ chatWidgetSrc }) => {
      if (cancelled || !chatWidgetSrc) return;
      if (!document.querySelector(`script[${LOADER_ATTRIBUTE}]`)) {
        const script = document.createElement("script");
        script.src = chatWidgetSrc;
        script.async = true;
        script.setAttribute(LOADER_ATTRIBUTE, "");
        script.addEventListener("load", () => pinChatWidget());
        document.body.appendChild(script);
      }
      pinChatWidget();
      for (const delay of CHAT_WIDGET_REAPPLY_MS) {
        timers.push(window.setTimeout(() => pinChatWidget(), delay));
      }
    });

    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  return null;
}
