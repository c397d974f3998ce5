// Command ferretdb runs an embedded FerretDB (SQLite backend) for local development and tests.
//
// We embed FerretDB instead of `go install`-ing its binary because the released module zip lacks
// build/version/version.txt and the binary panics at start (FerretDB issue #2982). Embedded
// FerretDB starts no telemetry reporter, debug server or tracing, so nothing leaves the machine.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27018", "loopback address to listen on")
	dataDir := flag.String("data", ".data/ferretdb", "folder for the SQLite files")
	flag.Parse()

	abs, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		log.Fatal(err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb listening on %s, data in %s", *listen, abs)
	f.Run(ctx)
}
