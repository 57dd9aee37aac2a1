import { pageTitle } from 'ember-page-title';

<template>
  {{pageTitle "MyApp"}}
  <h2 id="title">Welcome to Ember</h2>

  {{outlet}}
</template>
