"""``python -m engine``: the command line (see ``engine.cli``)."""

import sys

from engine.cli import main

sys.exit(main())
