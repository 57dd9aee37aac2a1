import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-about',
  template: `<section>
    <h2>About</h2>
    <p>Clicked {{ count() }} times.</p>
    <button type="button" (click)="count.set(count() + 1)">Click</button>
  </section>`,
})
export class About {
  protected readonly count = signal(0);
}
