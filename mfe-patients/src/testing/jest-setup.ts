// Whole screens with dialogs under jsdom: on a 2-core runner a test can pass jest's default 5 s.
// (testTimeout is a global option; a project sets its own limit here.)
jest.setTimeout(20_000);

// jsdom has no PointerEvent; Ark's checkbox constructs one when its input loses focus.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
}
