import type { Page } from '@playwright/test';

/** What counts as a control: everything a player can operate. */
export const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]';

export interface TabWalk {
  /** The visible controls, in document order. */
  controls: string[];
  /** Visible controls Tab never reached (and never disabled during the walk). */
  missed: string[];
  /** Stops reached before a control that comes earlier in the document. */
  outOfOrder: string[];
  /** Stops whose computed style at :focus-visible has neither an outline nor a box-shadow. */
  withoutFocusIndicator: string[];
  /** Set when Tab stayed on one element (a trap) instead of moving on. */
  trappedAt: string | null;
}

interface Stop {
  index: number | null;
  name: string;
  tag: string;
  indicator: boolean;
}

/**
 * Marks the visible controls, then presses Tab from the top of the page until focus leaves the page or comes
 * back to a control already visited, and says what the walk missed. A radio group is one stop (its checked or
 * first radio); a frame is one stop whatever it holds inside.
 */
export async function tabWalk(page: Page): Promise<TabWalk> {
  const controls = await page.evaluate((selector) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    // checkVisibility also leaves out the content of a closed <details>, which keeps its layout boxes.
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]');
    const enabled = (element: Element) => !(element as HTMLButtonElement).disabled && element.getAttribute('tabindex') !== '-1';
    const radioGroupStop = (radio: HTMLInputElement) => {
      const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`)];
      return (group.find((other) => other.checked) ?? group[0]) === radio;
    };
    const found = [...document.querySelectorAll(selector)].filter(
      (element) =>
        visible(element) &&
        enabled(element) &&
        // A summary is a control only as its details' first summary.
        (element.tagName !== 'SUMMARY' || element.parentElement?.tagName === 'DETAILS') &&
        (!(element instanceof HTMLInputElement) || element.type !== 'radio' || radioGroupStop(element)),
    );
    found.forEach((element, index) => element.setAttribute('data-tab-stop', String(index)));
    return found.map(name);
  }, CONTROLS);

  // The page records each stop as focus arrives (focusin), so a Tab costs one round trip; a frame is one stop
  // because focus moving inside it fires nothing here.
  await page.evaluate(() => {
    const stops: Stop[] = [];
    const disabled: number[] = [];
    Object.assign(window, { tabStops: stops, tabStopsDisabled: disabled });
    // A control the walk itself puts out of use is not missed: a strip's scroll arrow is disabled while focus
    // moving along the strip has scrolled it to its end.
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (target instanceof HTMLButtonElement && target.disabled && target.dataset.tabStop) disabled.push(Number(target.dataset.tabStop));
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', (event) => {
      const active = event.target as Element;
      const style = getComputedStyle(active);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      const marker = active.getAttribute('data-tab-stop');
      stops.push({
        index: marker === null ? null : Number(marker),
        name: `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? (active as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`,
        tag: active.tagName,
        // A frame's own document draws the focus of what it holds.
        indicator: active.tagName === 'IFRAME' || (active.matches(':focus-visible') && (outline || shadow)),
      });
    });
  });
  const readWalk = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return {
        stops: (window as unknown as { tabStops: Stop[] }).tabStops,
        at: !active || active === document.body ? null : { tag: active.tagName, name: active.tagName.toLowerCase() },
      };
    });

  let stops: Stop[] = [];
  let trappedAt: string | null = null;
  const CHUNK = 10;
  // An infinite list adds controls as focus nears its end; the bound only stops a walk that never ends.
  for (let pressed = 0; pressed < controls.length + 300; pressed += CHUNK) {
    for (let press = 0; press < CHUNK; press += 1) await page.keyboard.press('Tab');
    const walk = await readWalk();
    const firstRepeat = walk.stops.findIndex(
      (stop, position) => stop.index !== null && walk.stops.findIndex((other) => other.index === stop.index) < position,
    );
    const grew = walk.stops.length > stops.length;
    stops = firstRepeat === -1 ? walk.stops : walk.stops.slice(0, firstRepeat);
    // Focus went back to the top (directly, or through the browser's own controls): the walk is complete.
    if (firstRepeat !== -1) break;
    // Ten presses and focus never moved, outside a frame (Tab moves through a frame's own controls): a trap.
    if (!grew && walk.at && walk.at.tag !== 'IFRAME') {
      trappedAt = stops.at(-1)?.name ?? walk.at.name;
      break;
    }
  }

  const reached = new Set(stops.map((stop) => stop.index).filter((index): index is number => index !== null));
  const putOutOfUse = new Set(await page.evaluate(() => (window as unknown as { tabStopsDisabled: number[] }).tabStopsDisabled));
  const outOfOrder: string[] = [];
  let highest = -1;
  for (const stop of stops) {
    if (stop.index === null) continue;
    if (stop.index < highest) outOfOrder.push(stop.name);
    highest = Math.max(highest, stop.index);
  }
  return {
    controls,
    missed: controls.filter((_, index) => !reached.has(index) && !putOutOfUse.has(index)),
    outOfOrder,
    withoutFocusIndicator: stops.filter((stop) => !stop.indicator).map((stop) => stop.name),
    trappedAt,
  };
}
