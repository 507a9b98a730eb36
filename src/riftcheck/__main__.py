from riftcheck.cli import main

main()
