// Command ferretdb runs an embedded FerretDB for local development and tests, on PostgreSQL
// (default) or SQLite.
//
// We embed FerretDB instead of `go install`-ing its binary because the released module zip lacks
// build/version/version.txt and the binary panics at start (FerretDB issue #2982). Embedded
// FerretDB starts no telemetry reporter, debug server or tracing, so nothing leaves the machine.
//
// The embeddable Config (v1.24.2) exposes only Handler, PostgreSQLURL and SQLiteURL: pushdown
// switches (nested-field filters, sort) live in internal TestOpts that an embedding module
// cannot set, so FerretDB pushes down top-level filters only (see README, Database).
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27018", "loopback address to listen on")
	handler := flag.String("handler", "postgresql", "backend: postgresql or sqlite")
	pgURL := flag.String("postgresql-url", "postgres://postgres@127.0.0.1:5432/ferretdb", "PostgreSQL URL (postgresql handler)")
	dataDir := flag.String("data", ".data/ferretdb", "folder for the SQLite files (sqlite handler)")
	exitWithParent := flag.Bool("exit-with-parent", false, "exit when the process that started us dies (no orphan after a SIGKILLed stack)")
	flag.Parse()

	config := &ferretdb.Config{Listener: ferretdb.ListenerConfig{TCP: *listen}, Handler: *handler}
	where := ""
	switch *handler {
	case "postgresql":
		config.PostgreSQLURL = *pgURL
		where = "PostgreSQL"
	case "sqlite":
		abs, err := filepath.Abs(*dataDir)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.MkdirAll(abs, 0o755); err != nil {
			log.Fatal(err)
		}
		config.SQLiteURL = "file:" + abs + "/"
		where = "SQLite in " + abs
	default:
		log.Fatalf("unknown -handler %q (postgresql or sqlite)", *handler)
	}

	f, err := ferretdb.New(config)
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *exitWithParent {
		// When the parent dies we are re-parented, so our parent pid changes: stop then.
		parent := os.Getppid()
		go func() {
			for range time.Tick(500 * time.Millisecond) {
				if os.Getppid() != parent {
					log.Printf("parent %d gone, stopping", parent)
					stop()
					return
				}
			}
		}()
	}

	log.Printf("ferretdb (%s) listening on %s", where, *listen)
	f.Run(ctx)
}
