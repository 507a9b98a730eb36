from riftcheck.cli.app import main

main()
