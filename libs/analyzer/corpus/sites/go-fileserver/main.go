// The go-fileserver corpus site (round 38): a folder served by Go's standard library file server (net/http
// FileServer with its directory listing), as a few lines of Go publish files. Usage: fileserver ADDR DIR.
package main

import (
	"log"
	"net/http"
	"os"
)

func main() {
	log.Fatal(http.ListenAndServe(os.Args[1], http.FileServer(http.Dir(os.Args[2]))))
}
