import { Component } from '@angular/core';

@Component({
  selector: 'app-home',
  template: `
    <h1>Analog</h1>
    <h3>The fullstack meta-framework for Angular!</h3>
    <div class="card">
      <button type="button" (click)="increment()">Count {{ count }}</button>
    </div>
    <p class="read-the-docs">
      For guides on how to customize this project, visit the
      <a href="https://analogjs.org" target="_blank">Analog documentation</a>
    </p>
  `,
  styles: [
    `
      .read-the-docs > * {
        color: #fff;
      }
    `,
  ],
})
export default class HomeComponent {
  count = 0;

  increment() {
    this.count++;
  }
}
