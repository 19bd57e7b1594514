converge --no-db corpus/spec/cu-natural-loop.cfg --why
