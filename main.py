"""Start Tabletop: ``python main.py`` opens the app; see ``python main.py --help``."""

import sys

from tabletop.app import main

if __name__ == "__main__":
    sys.exit(main())
