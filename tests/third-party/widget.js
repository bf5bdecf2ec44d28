// Stand-in for the voice-assistant widget (tests only): defines the custom element with a launcher
// button in an open shadow root, like the real one, and talks to nothing.
(() => {
  window.__standInWidgetLoadedAt = performance.now();
  if (customElements.get('elevenlabs-convai')) return;
  customElements.define(
    'elevenlabs-convai',
    class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Talk to the assistant';
        button.addEventListener('click', () => this.setAttribute('data-opened', 'true'));
        root.append(button);
      }
    },
  );
})();
