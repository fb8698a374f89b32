/**
 * What a remote's jest setup file needs for whole screens under jsdom (import it from
 * `setupFiles`): a longer limit (screens with dialogs on a 2-core runner can pass jest's 5 s) and
 * the PointerEvent jsdom lacks (Ark's checkbox constructs one when its input loses focus).
 */
export function prepareJsdomForScreens(timeoutMs = 20_000): void {
  jest.setTimeout(timeoutMs);
  if (typeof window.PointerEvent !== 'undefined') return;
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, configurable: true });
}
