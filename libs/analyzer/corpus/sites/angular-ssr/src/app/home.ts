import { Component } from '@angular/core';

@Component({
  selector: 'app-home',
  template: `<section><h2>Home</h2><p>This page is rendered on the server.</p></section>`,
})
export class Home {}
