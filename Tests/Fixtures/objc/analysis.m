% A MATLAB script: same suffix, another language. lifelint skips it with a note.
function result = analysis(view)
    if view ~= nil
        result = view;
    end
end
