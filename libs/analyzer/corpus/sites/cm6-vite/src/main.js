// CodeMirror 6 as its "Basic example" shows: the codemirror package's basicSetup plus the JavaScript language.
import { EditorView, basicSetup } from 'codemirror'
import { javascript } from '@codemirror/lang-javascript'
import './style.css'

new EditorView({
  doc: 'function greet(name) {\n  return `Hello, ${name}!`\n}\n\nconsole.log(greet("world"))\n',
  extensions: [basicSetup, javascript()],
  parent: document.getElementById('editor'),
})
